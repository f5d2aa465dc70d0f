// Japanese, the site's default language: every text the pages show, the original page's exactly
// (and ours for what it did not have: the AI's levels, the hints).
// Keys are shared by all languages (tests/js/strings.test.mjs checks that each table has them all).
export default {
  languageName: '日本語',
  languages: '言語',

  title: 'ナイト配置ゲーム',
  rules: 'ナイトを置いていき、置けなくなったら負け',
  board: '盤面',
  cellKnight: (square) => `${square} ナイト`,
  cellBlocked: (square) => `${square} 置けない`,
  cellFree: (square) => `${square} 空き`,
  cellWinning: (square) => `${square} 空き 勝ちの手`,
  yourTurn: (count) => `あなたのターン (残り ${count} 箇所)`,
  hintPending: '— 計算中…',
  hintWon: '— 勝ちの局面',
  hintLost: '— 負けの局面',
  hintFailure: '— ヒントを計算できませんでした',
  thinking: 'AI思考中...',
  won: 'あなたの勝ち！',
  lost: 'あなたの負け！',
  loadFailure: 'ゲームを読み込めませんでした。ページを再読み込みしてください。',
  aiFailure: 'AIが手を選べませんでした。リセットしてください。',
  startFirst: 'リセット(先手)',
  startSecond: 'リセット（後手）',
  level: 'AIの強さ',
  levelRandom: 'ランダム',
  levelWeighted: '重み付け',
  levelPerfect: '最強',
  hints: 'ヒント',
  volume: '音量',
  volumeTest: '音量テスト',
};
