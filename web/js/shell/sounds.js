// The five sound effects, the page's <audio id="sound-NAME"> elements: play one by name, set the
// volume of all at once.
export const SOUND_NAMES = /** @type {const} */ (['select', 'ng', 'cpu', 'win', 'lose']);

/** @typedef {typeof SOUND_NAMES[number]} SoundName */

export class Sounds {
  /** @type {Map<SoundName, HTMLAudioElement>} */
  #elements = new Map();

  /** @param {Document} root */
  constructor(root = document) {
    for (const name of SOUND_NAMES) {
      const audio = root.getElementById(`sound-${name}`);
      if (!(audio instanceof HTMLAudioElement)) throw new Error(`the page has no <audio id="sound-${name}">`);
      this.#elements.set(name, audio);
    }
  }

  /**
   * Plays a sound from its start, even when it is still playing from the last time.
   * @param {SoundName} name
   */
  play(name) {
    const audio = /** @type {HTMLAudioElement} */ (this.#elements.get(name));
    // A sound is never worth a game: the browser may refuse it (the autoplay policy), fail to load
    // it, or throw at once from play() or the currentTime setter (older WebKit); play goes on.
    quietly(() => { audio.currentTime = 0; });
    quietly(() => audio.play()?.catch(() => {}));
  }

  /**
   * Sets every sound's volume, from 0 (silent) to 1.
   * @param {number} volume
   */
  setVolume(volume) {
    for (const audio of this.#elements.values()) quietly(() => { audio.volume = volume; });
  }
}

/** @param {() => void} call  an audio element's, whose exception would only stop the game */
function quietly(call) {
  try {
    call();
  } catch {
    // the game goes on silently
  }
}
