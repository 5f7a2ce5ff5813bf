import { type DOMReadyEvent, type HtmlElement, NodeType, Rule, type RuleDocumentation } from 'html-validate';
import {
  BLACK,
  backgroundSetting,
  type ColourSetting,
  contrastRatio,
  declarationsOf,
  over,
  type Rgba,
  textColourSetting,
  WHITE,
} from './inlineColours.ts';

/** WCAG 2.2 1.4.3 (AA): text 4.5:1, large text (24px, or 18.66px bold) 3:1. */
export const MINIMUM_RATIO = 4.5;
export const MINIMUM_RATIO_LARGE = 3;

/** What the message says: the ratio found (never rounded up) and the one needed. */
export interface ContrastContext {
  ratio: string;
  minimum: string;
}

interface OwnStyle {
  text: ColourSetting;
  background: ColourSetting;
  fontSize?: string;
  fontWeight?: string;
}

const ownStyle = (element: HtmlElement): OwnStyle => {
  const own: OwnStyle = { text: { kind: 'inherited' }, background: { kind: 'inherited' } };
  const value = element.getAttribute('style')?.value;
  if (typeof value !== 'string') return own;
  for (const { name, value: declared } of declarationsOf(value)) {
    if (name === 'color') own.text = textColourSetting(declared);
    else if (name === 'background' || name === 'background-color') own.background = backgroundSetting(name, declared);
    else if (name === 'font-size') own.fontSize = declared;
    else if (name === 'font-weight') own.fontWeight = declared;
  }
  return own;
};

/** The element and its ancestors, nearest first (the document's root, which is no element, left out). */
const lineage = (element: HtmlElement): HtmlElement[] => {
  const chain: HtmlElement[] = [];
  for (let at: HtmlElement | null = element; at && !at.isRootElement(); at = at.parent) chain.push(at);
  return chain;
};

// Browsers' default sizes (relative to the parent) and weights; a page's template may restyle them, which
// only its inline styles would tell.
const sizeFactor: Record<string, number> = { h1: 2, h2: 1.5, h3: 1.17, h5: 0.83, h6: 0.67, small: 0.83 };
const boldByDefault = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'b', 'strong', 'th']);

const sizeIn = (declared: string | undefined, parentPx: number): number | undefined => {
  const match = declared?.trim().match(/^(\d+(?:\.\d+)?|\.\d+)(px|pt|rem|em|%)$/i);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  if (unit === 'px') return amount;
  if (unit === 'pt') return (amount * 4) / 3;
  if (unit === 'rem') return amount * 16;
  if (unit === 'em') return amount * parentPx;
  return (amount / 100) * parentPx;
};

const isLargeText = (chain: readonly HtmlElement[], styles: readonly OwnStyle[]): boolean => {
  let px = 16;
  let bold = false;
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const tag = chain[index]?.tagName ?? '';
    const style = styles[index];
    px = sizeIn(style?.fontSize, px) ?? px * (sizeFactor[tag] ?? 1);
    const weight = style?.fontWeight?.toLowerCase();
    if (weight === 'bold' || weight === 'bolder' || (weight && Number(weight) >= 700)) bold = true;
    else if (weight === 'normal' || weight === 'lighter' || (weight && Number(weight) < 700)) bold = false;
    else if (boldByDefault.has(tag)) bold = true;
  }
  return px >= 24 || (px >= 18.66 && bold);
};

const hasOwnText = (element: HtmlElement): boolean =>
  element.childNodes.some((node) => node.nodeType === NodeType.TEXT_NODE && node.textContent.trim() !== '');

/** Rounded down, so a ratio just under the minimum never reads as the minimum. */
const shown = (ratio: number): string => (Math.floor(ratio * 100) / 100).toFixed(2);

/**
 * ours (issue 17): text drawn in inline colours too close to its background (WCAG 2 contrast ratio). For each
 * element with text of its own, its colour is the nearest inline `color` of it or its ancestors (black when
 * none) and its background the inline `background`/`background-color` of it and its ancestors laid over each
 * other (white when none). Checked only where some inline colour takes part; left alone where the HTML cannot
 * tell (a variable, a background image). Reported once at the nearest element whose style sets a colour.
 */
export class InlineContrast extends Rule<ContrastContext> {
  override documentation(context: ContrastContext | undefined): RuleDocumentation {
    return {
      description: context
        ? `Text contrast is ${context.ratio}:1, below ${context.minimum}:1.`
        : 'Text set in inline colours needs enough contrast with its background.',
    };
  }

  override setup(): void {
    this.on('dom:ready', (event: DOMReadyEvent) => {
      const reported = new Set<HtmlElement>();
      event.document.visitDepthFirst((element) => {
        if (!hasOwnText(element)) return;
        const chain = lineage(element);
        const styles = chain.map(ownStyle);
        const found = this.contrastOf(styles);
        if (!found) return;
        const minimum = isLargeText(chain, styles) ? MINIMUM_RATIO_LARGE : MINIMUM_RATIO;
        if (found.ratio >= minimum) return;
        const blamed = chain[found.nearest];
        if (!blamed || reported.has(blamed)) return;
        reported.add(blamed);
        const context = { ratio: shown(found.ratio), minimum: String(minimum) };
        const style = blamed.getAttribute('style');
        this.report(
          blamed,
          `Text contrast is ${context.ratio}:1, below ${context.minimum}:1`,
          style?.valueLocation ?? style?.keyLocation ?? blamed.location,
          context,
        );
      });
    });
  }

  /** The ratio the text gets and which of the chain set a colour nearest to it; none when nothing inline or unknown. */
  private contrastOf(styles: readonly OwnStyle[]): { ratio: number; nearest: number } | undefined {
    const textAt = styles.findIndex((style) => style.text.kind !== 'inherited');
    const text = styles[textAt]?.text;
    if (text?.kind === 'unknown') return undefined;
    // Backgrounds from the nearest down to the first opaque one, then laid over white outermost first.
    const layers: Rgba[] = [];
    let backgroundAt = -1;
    for (const [index, style] of styles.entries()) {
      if (style.background.kind === 'unknown') return undefined;
      if (style.background.kind !== 'set') continue;
      if (backgroundAt < 0) backgroundAt = index;
      layers.push(style.background.colour);
      if (style.background.colour.a >= 1) break;
    }
    if (textAt < 0 && backgroundAt < 0) return undefined;
    const background = layers.reduceRight((below, layer) => over(layer, below), WHITE);
    const colour = over(text?.kind === 'set' ? text.colour : BLACK, background);
    const nearest = [textAt, backgroundAt].filter((index) => index >= 0).sort((a, b) => a - b)[0] ?? 0;
    return { ratio: contrastRatio(colour, background), nearest };
  }
}
