export const TEST_API_BASE = 'http://api.test';
