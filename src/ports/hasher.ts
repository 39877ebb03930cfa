/** Slow, salted password hashing (argon2id in the server; a fast stand-in in simulations). */
export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  verify(hash: string, plain: string): Promise<boolean>;
}
