/**
 * The not-found page's title, in a file of its own: the route records (in every page's first load)
 * and the prerender's head need the words without the component and its stylesheet. A function,
 * so the words are in the language active when it is called (the prerender's too).
 */
import { t } from '@/i18n/i18n';

export const notFoundTitle = (): string => t('notFound.title');
