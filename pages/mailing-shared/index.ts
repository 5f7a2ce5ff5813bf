export { sendersOf } from './senders.ts';
