/**
 * The round's bets fixed into one hash when betting closes (a Merkle root), so
 * that the draw depends on them and no bet can be changed, added or removed
 * afterwards without every verifier noticing.
 *
 * Specification (enough to re-implement verification in any language):
 *
 *   leaf text  = "<betId>|<pseudonym>|<playType>|<stakeMinor>|<placedAtMs>"
 *                decimal integers without sign or leading zeros; pseudonym as published
 *                (32 lowercase hex digits, a per-bet name for the player that does not
 *                reveal the user id: SHA-256(pepper | "<userId>:<betId>"), first 16 bytes,
 *                where the pepper is a per-round secret of the operator's key)
 *   leaf hash  = SHA-256(0x00 | UTF-8(leaf text))
 *   node hash  = SHA-256(0x01 | left | right)
 *   leaves in ascending bet id order; the tree is that of RFC 6962 (MTH):
 *     root([])   = SHA-256(empty input)
 *     root([x])  = x
 *     root(D[n]) = node(root(D[0:k]), root(D[k:n])), k the largest power of two below n
 *
 * The 0x00/0x01 prefixes keep a leaf from ever passing for a node.
 */

import { sha256, toHex, utf8 } from "./sha256";

/** What a leaf says about one bet. */
export interface BetLeaf {
  readonly betId: number;
  /** 32 lowercase hex digits. */
  readonly pseudonym: string;
  readonly playType: number;
  readonly stakeMinor: number;
  readonly placedAtMs: number;
}

/** One step of an inclusion proof: the sibling hash and which side it sits on. */
export interface ProofStep {
  readonly side: "left" | "right";
  readonly hash: string;
}

export const EMPTY_BETS_ROOT = toHex(sha256(new Uint8Array(0)));

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

/** The leaf text of the specification above. */
const leafText = (leaf: BetLeaf): string => `${leaf.betId}|${leaf.pseudonym}|${leaf.playType}|${leaf.stakeMinor}|${leaf.placedAtMs}`;

export function leafHash(leaf: BetLeaf): Uint8Array {
  const text = utf8(leafText(leaf));
  const input = new Uint8Array(text.length + 1);
  input[0] = LEAF_PREFIX;
  input.set(text, 1);
  return sha256(input);
}

export function nodeHash(left: Uint8Array, right: Uint8Array): Uint8Array {
  const input = new Uint8Array(65);
  input[0] = NODE_PREFIX;
  input.set(left, 1);
  input.set(right, 33);
  return sha256(input);
}

/** The player's pseudonym on one bet's leaf: hides the user id from everyone without the round's pepper. */
export function betPseudonym(pepper: Uint8Array, userId: number, betId: number): string {
  const text = utf8(`${userId}:${betId}`);
  const input = new Uint8Array(pepper.length + text.length);
  input.set(pepper, 0);
  input.set(text, pepper.length);
  return toHex(sha256(input).subarray(0, 16));
}

/**
 * Builds the root from leaf hashes fed in ascending bet id order, keeping only
 * one hash per level (a binary counter), so a round's bets can be hashed in
 * pages with the event loop free between them. Equal to RFC 6962's MTH.
 */
export class BetsRootBuilder {
  /** Perfect subtrees, largest first, with their leaf counts (powers of two, strictly decreasing). */
  private readonly stack: { hash: Uint8Array; size: number }[] = [];
  private lastBetId = -Infinity;
  count = 0;

  add(leaf: BetLeaf): void {
    if (!(leaf.betId > this.lastBetId)) throw new RangeError(`leaves must come in ascending bet id order (${leaf.betId} after ${this.lastBetId})`);
    this.lastBetId = leaf.betId;
    this.count += 1;
    let node = { hash: leafHash(leaf), size: 1 };
    while (this.stack.length > 0 && this.stack[this.stack.length - 1]!.size === node.size) {
      const left = this.stack.pop()!;
      node = { hash: nodeHash(left.hash, node.hash), size: left.size * 2 };
    }
    this.stack.push(node);
  }

  /** The root, hex: the subtrees folded from the right. */
  root(): string {
    if (this.stack.length === 0) return EMPTY_BETS_ROOT;
    let hash = this.stack[this.stack.length - 1]!.hash;
    for (let i = this.stack.length - 2; i >= 0; i -= 1) hash = nodeHash(this.stack[i]!.hash, hash);
    return toHex(hash);
  }
}

/** The root of a set of leaves, whatever order they come in. */
export function betsRoot(leaves: readonly BetLeaf[]): string {
  const builder = new BetsRootBuilder();
  for (const leaf of [...leaves].sort((a, b) => a.betId - b.betId)) builder.add(leaf);
  return builder.root();
}

/** RFC 6962's audit path for leaf `index` of `hashes` (ascending bet id order), leaf to root. */
function auditPath(hashes: readonly Uint8Array[], index: number): { steps: ProofStep[]; root: Uint8Array } {
  if (hashes.length === 1) return { steps: [], root: hashes[0]! };
  let k = 1;
  while (k * 2 < hashes.length) k *= 2;
  if (index < k) {
    const inner = auditPath(hashes.slice(0, k), index);
    const right = auditPath(hashes.slice(k), 0).root;
    return { steps: [...inner.steps, { side: "right", hash: toHex(right) }], root: nodeHash(inner.root, right) };
  }
  const inner = auditPath(hashes.slice(k), index - k);
  const left = auditPath(hashes.slice(0, k), 0).root;
  return { steps: [...inner.steps, { side: "left", hash: toHex(left) }], root: nodeHash(left, inner.root) };
}

/** The inclusion proof of the bet `betId` among `leaves`, or null when it is not one of them. */
export function inclusionProof(leaves: readonly BetLeaf[], betId: number): { leaf: BetLeaf; index: number; steps: ProofStep[]; root: string } | null {
  const sorted = [...leaves].sort((a, b) => a.betId - b.betId);
  const index = sorted.findIndex((leaf) => leaf.betId === betId);
  if (index < 0) return null;
  const { steps, root } = auditPath(sorted.map(leafHash), index);
  return { leaf: sorted[index]!, index, steps, root: toHex(root) };
}

/** Whether `leaf` with `steps` hashes up to `root`. Never throws. */
export function verifyInclusion(leaf: BetLeaf, steps: readonly ProofStep[], root: string): boolean {
  try {
    let hash = leafHash(leaf);
    for (const step of steps) {
      if (!/^[0-9a-f]{64}$/.test(step.hash)) return false;
      const sibling = Uint8Array.from(step.hash.match(/../g)!.map((byte) => parseInt(byte, 16)));
      hash = step.side === "left" ? nodeHash(sibling, hash) : nodeHash(hash, sibling);
    }
    return toHex(hash) === root;
  } catch {
    return false;
  }
}
