// Several processes and the live feed (design.md "Several instances", docs/configuration.md
// "Database, live feed and scale"): the message broker, the browsers' STOMP address, how many app
// processes `npm run cluster` starts, and the live sockets one address may hold.
import { int, redactUrl, type Source } from './read.ts';

export interface ScaleConfig {
  /**
   * At scale (design.md "Several instances"): `url` (BROKER_URL, amqp://) makes the Broadcaster
   * publish to RabbitMQ instead of the embedded broker; `stompUrl` (STOMP_URL, ws:// or wss://) is
   * where browsers then connect, undefined meaning this page's own /ws (a balancer routes it).
   */
  broker: { url: string | undefined; stompUrl: string | undefined };
  /** `npm run cluster`: how many app processes sit behind the balancer (CLUSTER_SIZE, 1-16). */
  clusterSize: number;
  /** The live socket: open connections allowed per client address (across every process). */
  live: { maxPerAddress: number };
}

/** BROKER_URL, STOMP_URL, CLUSTER_SIZE. */
export function readScale(src: Source): Pick<ScaleConfig, 'broker' | 'clusterSize'> {
  const broker = brokerSettings(src);
  return { broker, clusterSize: int(src, 'CLUSTER_SIZE', 2, 1, 16) };
}

/** LIVE_MAX_PER_ADDRESS. */
export function readLiveLimit(src: Source): ScaleConfig['live'] {
  return { maxPerAddress: int(src, 'LIVE_MAX_PER_ADDRESS', 20, 1, 1_000_000) };
}

function brokerSettings(src: Source): ScaleConfig['broker'] {
  const { env, problems } = src;
  let url = env.BROKER_URL || undefined;
  if (url !== undefined && !/^amqps?:\/\/[^/]/.test(url)) {
    problems.add(`BROKER_URL must be a RabbitMQ address, amqp://user:password@host:5672 (or amqps://); got ${redactUrl(url)}`, 'BROKER_URL');
    url = undefined;
  }
  let stompUrl = env.STOMP_URL || undefined;
  if (stompUrl !== undefined) {
    const isSocket = (() => {
      try {
        const u = new URL(stompUrl);
        return (u.protocol === 'ws:' || u.protocol === 'wss:') && u.hostname !== '' && !u.username && !u.password;
      } catch {
        return false;
      }
    })();
    if (!isSocket) {
      problems.add(`STOMP_URL must be a WebSocket address browsers can open, ws://host/ws or wss://host/ws; got ${stompUrl}`, 'STOMP_URL');
      stompUrl = undefined;
    } else if (url === undefined && problems.ok('BROKER_URL')) {
      problems.add('STOMP_URL needs BROKER_URL: browsers would listen on a broker this server never publishes to', 'STOMP_URL');
    }
  }
  return { url, stompUrl };
}
