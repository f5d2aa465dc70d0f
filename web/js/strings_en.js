// English (?lang=en): every text the pages show, under the same keys as strings_ja.js.
export default {
  languageName: 'English',
  languages: 'Language',

  title: 'Knight Placement Game',
  rules: 'Take turns placing knights; whoever cannot place one loses',
  board: 'Board',
  cellKnight: (square) => `${square} knight`,
  cellBlocked: (square) => `${square} blocked`,
  cellFree: (square) => `${square} free`,
  yourTurn: (count) => `Your turn (${count} squares left)`,
  thinking: 'AI thinking...',
  won: 'You win!',
  lost: 'You lose!',
  loadFailure: 'The game could not be loaded. Please reload the page.',
  aiFailure: 'The AI could not choose a move. Please reset.',
  startFirst: 'Reset (you first)',
  startSecond: 'Reset (AI first)',
  volume: 'Volume',
  volumeTest: 'Test sound',
};
