// The five sound effects, the page's <audio id="sound-NAME"> elements: play one by name, set the
// volume of all at once.
export const SOUND_NAMES = ['select', 'ng', 'cpu', 'win', 'lose'];

export class Sounds {
  #elements;

  constructor(root = document) {
    this.#elements = new Map(SOUND_NAMES.map((name) => [name, root.getElementById(`sound-${name}`)]));
  }

  // Plays a sound from its start, even when it is still playing from the last time.
  play(name) {
    const audio = this.#elements.get(name);
    audio.currentTime = 0;
    // The browser may refuse sound before the player's first gesture (autoplay policy), or fail to
    // load it: the game goes on silently rather than with an unhandled rejection.
    audio.play()?.catch(() => {});
  }

  // Sets every sound's volume, from 0 (silent) to 1.
  setVolume(volume) {
    for (const audio of this.#elements.values()) audio.volume = volume;
  }
}
