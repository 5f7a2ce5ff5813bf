/**
 * The header of the signed-in page on screen: the first block around `main`'s h1 that spans the content's
 * width, that is PageHeader's row with the title and the page's actions (「組織を削除」…). The global messages
 * start below it (ui/MessageOverlay `keepClearOf`), so they never cover those actions.
 */
export const pageHeader = (): Element | null => {
  const main = document.querySelector('main');
  const title = main?.querySelector('h1');
  if (!main || !title) return null;
  const { paddingInlineStart, paddingInlineEnd } = getComputedStyle(main);
  const contentWidth = main.clientWidth - Number.parseFloat(paddingInlineStart) - Number.parseFloat(paddingInlineEnd);
  let row: Element = title;
  while (row.getBoundingClientRect().width < contentWidth - 1 && row.parentElement && row.parentElement !== main) {
    row = row.parentElement;
  }
  return row;
};
