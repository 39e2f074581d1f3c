/** What the built-in coach says when the description gives it nothing to write about. */
export const BRAND_ASK_TEXT =
  'The built-in coach needs a little more to go on. Please describe your brand, product or message in a sentence or two, for example "our new oat-milk coffee shop opening in Leeds on Saturday" or "a weekly budgeting workshop for young parents", and then write again.';
