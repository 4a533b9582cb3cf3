// How many a recipe may say it serves. Plain constants: the payload schema checks them, and
// the recipe page's servings control keeps to them.
export const SERVINGS_MIN = 1
export const SERVINGS_MAX = 100
