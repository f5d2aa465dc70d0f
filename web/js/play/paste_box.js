// 「棋譜・局面を貼り付け」: a game's moves or a position pasted in, read by the engine (readRecord on
// a new game of the page's board, which tells a position from moves and checks that they play) and
// opened as a link's game is; a refused paste is said where and why, and the game stays.
import { PasteBoxView } from '../views/paste_box_view.js';
import { textRefusal } from './text_refusal.js';

/**
 * @template {GameSurface & { readRecord(text: string): { position: string | null, moves: string } }} G
 * @template {{ humanSide: number | null }} O
 * @param {object} parts
 * @param {(onOpen: (text: string) => void) => PasteBoxView} parts.view  the page's paste box, hearing its button
 * @param {() => G} parts.fresh  a new engine game on the page's board (deleted here)
 * @param {() => O} parts.options  the options the pasted game opens with (the page's side and board)
 * @param {(options: O, record: import('./game_spec.js').GameRecord) => void} parts.open  opens it (the flow's newGame)
 * @param {import('./text_refusal.js').RefusalTexts} parts.texts
 * @param {import('../shell/i18n.js').Strings} parts.strings
 */
export function initPasteBox({ view, fresh, options, open, texts, strings }) {
  const box = view((text) => {
    const game = fresh();
    try {
      const { position, moves } = game.readRecord(text);
      box.showRefusal('');
      open(options(), { position, moves, origin: 'link' });
    } catch (error) {
      box.showRefusal(strings.pasteRefused(textRefusal(error, text, game, texts) ?? String(error)));
    } finally {
      game.delete();
    }
  });
}
