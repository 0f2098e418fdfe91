// Plays notes (move-sounds.js) with the Web Audio API: an oscillator and a gain envelope a note,
// through one master gain; no audio file and nothing fetched. The AudioContext is made only when
// the player allowed sounds and then touched the element (`unlock`, called from a user gesture,
// as browsers' autoplay rules expect), never before; while sounds are off or muted nothing is
// scheduled and the master gain is 0, so a note under way stops at once.

/** The volume of every note (the notes' own gains are below 1). */
const VOLUME = 0.4;
/** A note rises to its peak in this many seconds (no click at its start). */
const ATTACK = 0.006;

export class SoundPlayer {
  /** @param {() => (typeof AudioContext)|undefined} [audioContextClass] - the browser's AudioContext. */
  constructor(audioContextClass = () => globalThis.AudioContext ?? globalThis.webkitAudioContext) {
    this.audioContextClass = audioContextClass;
    this.context = null;
    this.master = null;
    this.enabled = false;
  }

  /** Sounds allowed (the player's choice, not muted) or not; off silences what is under way. */
  setEnabled(enabled) {
    this.enabled = Boolean(enabled);
    if (this.master) this.master.gain.value = this.enabled ? VOLUME : 0;
  }

  /**
   * Called from a user gesture: makes the AudioContext the first time sounds are allowed, and
   * resumes one the browser suspended. Does nothing while sounds are off.
   */
  unlock() {
    if (!this.enabled) return;
    if (!this.context) {
      const AudioContextClass = this.audioContextClass();
      if (!AudioContextClass) return;
      try {
        this.context = new AudioContextClass();
      } catch (error) {
        console.warn(`sounds unavailable: ${error?.message ?? error}`);
        this.enabled = false;
        return;
      }
      this.master = this.context.createGain();
      this.master.gain.value = VOLUME;
      this.master.connect(this.context.destination);
    }
    if (this.context.state === 'suspended') this.context.resume().catch(() => {});
  }

  /** Plays `notes` now (nothing while sounds are off, or before the first gesture made the context). */
  play(notes) {
    if (!this.enabled || !this.context) return;
    const start = this.context.currentTime + 0.01;
    for (const { at, freq, length, gain, wave } of notes) {
      const t = start + at;
      const oscillator = this.context.createOscillator();
      oscillator.type = wave;
      oscillator.frequency.value = freq;
      const envelope = this.context.createGain();
      envelope.gain.setValueAtTime(0.0001, t);
      envelope.gain.exponentialRampToValueAtTime(gain, t + ATTACK);
      envelope.gain.exponentialRampToValueAtTime(0.0001, t + length);
      oscillator.connect(envelope);
      envelope.connect(this.master);
      oscillator.start(t);
      oscillator.stop(t + length + 0.02);
      oscillator.onended = () => envelope.disconnect();
    }
  }

  /** Lets the AudioContext go (the element left the page); the next gesture makes another. */
  close() {
    this.context?.close().catch(() => {});
    this.context = null;
    this.master = null;
  }
}
