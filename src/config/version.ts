/** The release identifier: defined once, as package.json `version`, injected by webpack. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
