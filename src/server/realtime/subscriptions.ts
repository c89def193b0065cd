// Who listens to which destination. Kept apart from the sockets so fan-out is a map lookup
// and a connection's subscriptions can be dropped in one call when it goes away.

export type AckMode = 'auto' | 'client' | 'client-individual';

export interface Subscription<Owner> {
  owner: Owner;
  id: string;
  destination: string;
  ack: AckMode;
}

export type AddResult = 'added' | 'duplicate-id' | 'limit-reached';

export class SubscriptionRegistry<Owner> {
  readonly #byDestination = new Map<string, Set<Subscription<Owner>>>();
  readonly #byOwner = new Map<Owner, Map<string, Subscription<Owner>>>();
  readonly #maxPerOwner: number;

  constructor(maxPerOwner: number) {
    this.#maxPerOwner = maxPerOwner;
  }

  add(owner: Owner, id: string, destination: string, ack: AckMode): AddResult {
    let mine = this.#byOwner.get(owner);
    if (mine?.has(id)) return 'duplicate-id';
    if ((mine?.size ?? 0) >= this.#maxPerOwner) return 'limit-reached';
    if (!mine) this.#byOwner.set(owner, (mine = new Map<string, Subscription<Owner>>()));
    const sub: Subscription<Owner> = { owner, id, destination, ack };
    mine.set(id, sub);
    let set = this.#byDestination.get(destination);
    if (!set) this.#byDestination.set(destination, (set = new Set()));
    set.add(sub);
    return 'added';
  }

  remove(owner: Owner, id: string): boolean {
    const mine = this.#byOwner.get(owner);
    const sub = mine?.get(id);
    if (!mine || !sub) return false;
    mine.delete(id);
    if (mine.size === 0) this.#byOwner.delete(owner);
    this.#unindex(sub);
    return true;
  }

  removeAll(owner: Owner): void {
    const mine = this.#byOwner.get(owner);
    if (!mine) return;
    this.#byOwner.delete(owner);
    for (const sub of mine.values()) this.#unindex(sub);
  }

  /** A snapshot, so delivery may drop a subscriber without disturbing the loop. */
  subscribersOf(destination: string): Subscription<Owner>[] {
    const set = this.#byDestination.get(destination);
    return set ? [...set] : [];
  }

  countFor(owner: Owner): number {
    return this.#byOwner.get(owner)?.size ?? 0;
  }

  #unindex(sub: Subscription<Owner>): void {
    const set = this.#byDestination.get(sub.destination);
    if (!set) return;
    set.delete(sub);
    if (set.size === 0) this.#byDestination.delete(sub.destination);
  }
}
