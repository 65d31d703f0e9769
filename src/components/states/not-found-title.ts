/**
 * The not-found page's title, in a file of its own: the route records (in every page's first load)
 * and the prerender's head need the words without the component and its stylesheet.
 */
export const NOT_FOUND_TITLE = 'Page not found';
