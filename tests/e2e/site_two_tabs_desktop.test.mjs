// Two tabs sharing the tally, on a desktop in Japanese: two_tabs.mjs.
import { twoTabsSuite } from './two_tabs.mjs';

twoTabsSuite('desktop');
