// Two tabs sharing the tally, on a 360px phone in English: two_tabs.mjs.
import { twoTabsSuite } from './two_tabs.mjs';

twoTabsSuite('phone');
