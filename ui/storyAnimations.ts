/**
 * For stories' play functions: waits until the document's fades and slides have ended, so checks (and the axe
 * run after the story) see final colours and places. A spinner turns for ever; only the animations that end
 * are waited for. Not part of the ui's index: no screen needs it.
 */
export const animationsDone = (doc: Document) =>
  Promise.all(
    doc
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
