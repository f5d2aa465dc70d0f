// The volume row: a 0–100 slider with its number beside it and a test button. The volume (0–1)
// applies to every sound at once; as in the original, it is stored when the slider is released.
export const VOLUME_KEY = 'hatodemowakaru-volume';
export const DEFAULT_VOLUME = 0.3;

/**
 * Returns the stored volume when the text is a number from 0 to 1, else the default.
 * @param {string | null} text
 */
export function parseVolume(text) {
  if (typeof text !== 'string' || text.trim() === '') return DEFAULT_VOLUME;
  const volume = Number(text);
  return volume >= 0 && volume <= 1 ? volume : DEFAULT_VOLUME;
}

/**
 * Wires the row's elements to the sounds and the settings store.
 * @param {{ range: HTMLInputElement, value: HTMLElement, testButton: HTMLElement }} elements
 * @param {import('./sounds.js').Sounds} sounds
 * @param {import('./settings_store.js').SettingsStore} store
 */
export function initVolumeControl({ range, value, testButton }, sounds, store) {
  let volume = parseVolume(store.get(VOLUME_KEY));
  range.value = String(Math.round(volume * 100));
  value.textContent = range.value;
  sounds.setVolume(volume);

  range.addEventListener('input', () => {
    volume = Number(range.value) / 100;
    value.textContent = range.value;
    sounds.setVolume(volume);
  });
  range.addEventListener('change', () => store.set(VOLUME_KEY, String(volume)));
  testButton.addEventListener('click', () => sounds.play('select'));
}
