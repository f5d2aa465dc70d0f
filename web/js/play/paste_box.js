// 「棋譜・局面を貼り付け」: a game's moves or a position pasted in, read by the engine (readRecord on
// a new game of the page's board, which tells a position from moves and checks that they play) and
// opened as a link's game is; a refused paste is said where and why, and the game stays.
import { byId } from '../shell/page_shell.js';
import { textRefusal } from './text_refusal.js';

/**
 * @template {GameSurface & { readRecord(text: string): { position: string | null, moves: string } }} G
 * @template {{ humanSide: number | null }} O
 * @param {object} parts
 * @param {() => G} parts.fresh  a new engine game on the page's board (deleted here)
 * @param {() => O} parts.options  the options the pasted game opens with (the page's side and board)
 * @param {(options: O, record: import('./game_spec.js').GameRecord) => void} parts.open  opens it (the flow's newGame)
 * @param {import('./text_refusal.js').RefusalTexts} parts.texts
 * @param {import('../shell/i18n.js').Strings} parts.strings
 */
export function initPasteBox({ fresh, options, open, texts, strings }) {
  const text = byId('paste-text', HTMLTextAreaElement);
  const status = byId('paste-status', HTMLElement);
  byId('paste-open', HTMLButtonElement).addEventListener('click', () => {
    const game = fresh();
    try {
      const { position, moves } = game.readRecord(text.value);
      status.textContent = '';
      open(options(), { position, moves, origin: 'link' });
    } catch (error) {
      status.textContent = strings.pasteRefused(textRefusal(error, text.value, game, texts) ?? String(error));
    } finally {
      game.delete();
    }
  });
}
