// Meta tags the server writes into an app page's <head> for the page's entry script to read.

/** Scene pages: the scene request the first view makes (the server has already preloaded it). */
export const FIRST_SCENE_META = 'meridian-first-scene';
/** Scene pages: the scene's WebP renditions, low medium high (the sharp one follows the low one). */
export const FIRST_RENDITIONS_META = 'meridian-first-renditions';
