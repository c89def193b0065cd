// The drand adapter against a fake relay speaking drand's HTTP API with real signatures: genuine
// values pass drand-client's verification; forged, mismatched and misnumbered ones are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDrand, type FakeDrand } from '../../../../tests/support/fake-drand.ts';
import { BeaconInvalidError, roundAt } from './beacon.ts';
import { createDrandBeacon, QUICKNET } from './drand.ts';
import { randomnessOf, verifyRound } from './quicknet.ts';

let relay: FakeDrand;
let mirror: FakeDrand;

beforeAll(async () => {
  relay = await startFakeDrand();
  mirror = await startFakeDrand();
});
afterAll(async () => {
  await relay.close();
  await mirror.close();
});

function beaconFor(fake: FakeDrand, extra: { urls?: string[]; clock?: () => Date; publicKey?: string } = {}) {
  return createDrandBeacon({ urls: extra.urls ?? [fake.url], chainHash: fake.chainHash, publicKey: extra.publicKey ?? fake.publicKey, clock: extra.clock });
}

/** A round published a while ago on the fake's chain. */
function pastRound(fake: FakeDrand): number {
  return roundAt({ genesisTime: fake.genesisTime, periodSeconds: fake.period }, new Date()) - 10;
}

describe('drand adapter', () => {
  it("takes the chain's info from /info and a genuine round that verifies", async () => {
    relay.setMode('honest');
    const beacon = beaconFor(relay);
    expect(await beacon.info()).toEqual({ name: 'drand', publicKey: relay.publicKey, chainHash: relay.chainHash, genesisTime: relay.genesisTime, periodSeconds: 3 });
    const round = pastRound(relay);
    const value = await beacon.fetch(round);
    expect(value).not.toBeNull();
    expect(value!.round).toBe(round);
    expect(value!.randomness).toBe(randomnessOf(value!.signature));
    expect(await beacon.verify(value!)).toBe(true);
    // Round arithmetic is drand's: round 1 at genesis, one per period.
    expect((await beacon.timeOf(1)).getTime()).toBe(relay.genesisTime * 1000);
    const at = new Date((relay.genesisTime + 30) * 1000);
    expect(await beacon.roundAfter(at)).toBe(12);
    expect((await beacon.timeOf(12)).getTime()).toBeGreaterThan(at.getTime());
  });

  it("refuses a forged signature, a randomness that is not its hash, another round's value and one relabelled", async () => {
    const beacon = beaconFor(relay);
    const round = pastRound(relay);
    try {
      for (const mode of ['lying', 'bad-randomness', 'other-round', 'renumbered'] as const) {
        relay.setMode(mode);
        await expect(beacon.fetch(round), mode).rejects.toBeInstanceOf(BeaconInvalidError);
      }
    } finally {
      relay.setMode('honest');
    }
    expect((await beacon.fetch(round))!.round).toBe(round);
  });

  it('says a value is not genuine when any part of it is changed', async () => {
    relay.setMode('honest');
    const beacon = beaconFor(relay);
    const round = pastRound(relay);
    const value = (await beacon.fetch(round))!;
    const other = (await beacon.fetch(round - 1))!;
    expect(await beacon.verify({ ...value, randomness: other.randomness })).toBe(false);
    expect(await beacon.verify({ ...value, signature: other.signature, randomness: other.randomness })).toBe(false);
    expect(await beacon.verify({ ...value, round: round + 1 })).toBe(false);
    expect(await beacon.verify({ ...value, signature: 'zz' + value.signature.slice(2) })).toBe(false);
    // The mirror's chain has another key: its genuine values are not this chain's.
    const foreign = (await beaconFor(mirror).fetch(round))!;
    expect(await beacon.verify({ ...foreign })).toBe(false);
  });

  it('gives null for a round whose time has not come, without asking for it', async () => {
    relay.setMode('honest');
    const beacon = beaconFor(relay);
    const future = roundAt({ genesisTime: relay.genesisTime, periodSeconds: relay.period }, new Date()) + 100;
    const before = relay.roundRequests().length;
    expect(await beacon.fetch(future)).toBeNull();
    expect(relay.roundRequests().length).toBe(before);
  });

  it('gives null when the relay answers 404 or 425 for a round it has not published yet', async () => {
    const ahead = new Date(Date.now() + 600_000);
    const beacon = beaconFor(relay, { clock: () => ahead });
    const future = roundAt({ genesisTime: relay.genesisTime, periodSeconds: relay.period }, ahead) - 1;
    try {
      for (const status of [404, 425] as const) {
        relay.setFutureStatus(status);
        expect(await beacon.fetch(future)).toBeNull();
        expect(relay.roundRequests().at(-1)).toBe(future);
      }
    } finally {
      relay.setFutureStatus(404);
    }
  });

  it('refuses a relay whose /info is another chain or another key', async () => {
    await expect(beaconFor(relay, { publicKey: mirror.publicKey }).info()).rejects.toThrow(/verification params/);
    await expect(createDrandBeacon({ urls: [relay.url], chainHash: mirror.chainHash, publicKey: mirror.publicKey }).info()).rejects.toThrow();
  });

  it('takes the value from the next relay when one is down or lying, and fails when none answers', async () => {
    // A second relay of the same chain (same key and genesis), lying.
    const liar = await startFakeDrand({ key: relay.key, genesisTime: relay.genesisTime });
    try {
      expect(liar.chainHash).toBe(relay.chainHash);
      liar.setMode('lying');
      relay.setMode('honest');
      const round = pastRound(relay);
      const beacon = beaconFor(relay, { urls: ['http://127.0.0.1:9', liar.url, relay.url] });
      expect(await beacon.fetch(round)).toEqual((await beaconFor(relay).fetch(round))!);
      // Only the liar left: refused, not waited for.
      await expect(beaconFor(relay, { urls: ['http://127.0.0.1:9', liar.url] }).fetch(round)).rejects.toBeInstanceOf(BeaconInvalidError);
      // Nobody answering is an error to retry, not "not published yet".
      relay.setMode('down');
      liar.setMode('down');
      await expect(beacon.fetch(round)).rejects.toThrow(/answered 500/);
    } finally {
      relay.setMode('honest');
      await liar.close();
    }
  });
});

describe('the scheme is quicknet', () => {
  it("verifies a value published by drand's quicknet itself", () => {
    // Round 42 of quicknet as drand's HTTP API documentation shows it (docs.drand.love, "HTTP API").
    const signature = '95a9f9f5b231b7714de1553105d8ffdf3dcda24cfdb1e689319bccf79a9c8ce430a91b811fbfaf763900bc998b5d686a';
    expect(verifyRound(QUICKNET.publicKey, { round: 42, signature, randomness: randomnessOf(signature) })).toBe(true);
    expect(verifyRound(QUICKNET.publicKey, { round: 43, signature, randomness: randomnessOf(signature) })).toBe(false);
  });
});
