/**
 * The only source of unpredictability the core sees: secret seeds for draw chains,
 * session tokens, captcha texts. Cryptographic in the server; seeded and named
 * streams in the simulator, so one seed replays a whole run.
 */
export interface RandomSource {
  bytes(length: number): Uint8Array;
}
