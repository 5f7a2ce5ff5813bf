import type { Figure } from './context.ts';
import { answers } from './figures/answers.ts';
import { bundle } from './figures/bundle.ts';
import { burst } from './figures/burst.ts';
import { bytes } from './figures/bytes.ts';
import { heap } from './figures/heap.ts';
import { inp } from './figures/inp.ts';
import { lighthouse } from './figures/lighthouse.ts';
import { otp } from './figures/otp.ts';

/**
 * Every figure of `npm run bench`, in the order they run and print. A later issue adds its figure as a
 * module in ./figures (a `Figure`: name, about, run → rows) and one line here.
 */
export const figures: readonly Figure[] = [bundle, bytes, lighthouse, otp, inp, burst, heap, answers];
