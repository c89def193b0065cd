// A private RabbitMQ node for the cluster: its own node name, ports, config, data and Erlang port
// mapper (ERL_EPMD_PORT), so it never meets a system RabbitMQ. Plugins: rabbitmq_web_stomp only.
//
// Two users, defined at first boot (definitions file) so nothing waits on rabbitmqctl:
// - `app` (the servers' BROKER_URL): may only write to amq.topic.
// - `web` (Web-STOMP's default login, as browsers send none): may read amq.topic and make its own
//   subscription queues, and write nothing but those queues' bindings, so a browser cannot publish
//   (a SEND to /topic/... needs write on amq.topic; to /queue/... write on the default exchange).
// No `guest`: HAProxy connects from 127.0.0.1, where guest would be allowed everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { waitForExit, waitForPort } from './process.ts';

export interface RabbitPorts {
  amqp: number;
  webStomp: number;
  /** The plain STOMP listener rabbitmq_web_stomp depends on (kept on loopback). */
  stomp: number;
  /** Erlang distribution (rabbitmqctl talks to the node through it) and the port mapper. */
  dist: number;
  epmd: number;
}

export interface Rabbit {
  /** amqp://app:…@127.0.0.1:port */
  brokerUrl: string;
  ports: RabbitPorts;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** rabbit_password_hashing_sha256: base64(salt ++ sha256(salt ++ password)). */
function passwordHash(password: string): string {
  const salt = randomBytes(4);
  return Buffer.concat([salt, createHash('sha256').update(Buffer.concat([salt, Buffer.from(password)])).digest()]).toString('base64');
}

const STOMP_QUEUES = '^stomp-subscription-.*';

function writeConfig(dir: string, ports: RabbitPorts, appPassword: string): void {
  fs.mkdirSync(path.join(dir, 'log'), { recursive: true });
  const user = (name: string, password: string) => ({ name, password_hash: passwordHash(password), hashing_algorithm: 'rabbit_password_hashing_sha256', tags: [] });
  const definitions = {
    users: [user('app', appPassword), user('web', 'web')],
    vhosts: [{ name: '/' }],
    permissions: [
      { user: 'app', vhost: '/', configure: '^$', write: '^amq\\.topic$', read: '^$' },
      { user: 'web', vhost: '/', configure: STOMP_QUEUES, write: STOMP_QUEUES, read: `^(amq\\.topic|${STOMP_QUEUES.slice(1)})$` },
    ],
  };
  fs.writeFileSync(path.join(dir, 'definitions.json'), JSON.stringify(definitions, null, 2));
  fs.writeFileSync(path.join(dir, 'rabbitmq.conf'), [
    `listeners.tcp.1 = 127.0.0.1:${ports.amqp}`,
    `stomp.listeners.tcp.1 = 127.0.0.1:${ports.stomp}`,
    `web_stomp.tcp.port = ${ports.webStomp}`,
    'web_stomp.tcp.ip = 127.0.0.1',
    'web_stomp.ws_path = /ws',
    // Browsers send no login: they are `web`, who can only listen.
    'stomp.default_user = web',
    'stomp.default_pass = web',
    `load_definitions = ${path.join(dir, 'definitions.json')}`,
    // Only used if the definitions were not loaded; never a guest with every permission.
    'default_user = app',
    `default_pass = ${appPassword}`,
    'default_permissions.configure = ^$',
    'default_permissions.read = ^$',
    'default_permissions.write = ^amq\\.topic$',
    'log.file.level = warning',
    'log.console = false',
    // A laptop's free disk is not a production broker's: do not block publishers below 50 MB.
    'disk_free_limit.absolute = 50MB',
    '',
  ].join('\n'));
  fs.writeFileSync(path.join(dir, 'enabled_plugins'), '[rabbitmq_web_stomp].\n');
  fs.writeFileSync(path.join(dir, 'rabbitmq-env.conf'), '');
}

export function rabbitEnv(dir: string, ports: RabbitPorts): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // The cookie lives in HOME: ours, shared by the node and rabbitmqctl.
    HOME: dir,
    RABBITMQ_NODENAME: `cs2cluster${ports.amqp}@localhost`,
    RABBITMQ_NODE_IP_ADDRESS: '127.0.0.1',
    RABBITMQ_NODE_PORT: String(ports.amqp),
    RABBITMQ_DIST_PORT: String(ports.dist),
    ERL_EPMD_PORT: String(ports.epmd),
    ERL_EPMD_ADDRESS: '127.0.0.1',
    RABBITMQ_CONFIG_FILE: path.join(dir, 'rabbitmq.conf'),
    RABBITMQ_CONF_ENV_FILE: path.join(dir, 'rabbitmq-env.conf'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(dir, 'enabled_plugins'),
    RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(dir, 'log'),
    RABBITMQ_PID_FILE: path.join(dir, 'rabbit.pid'),
  };
}

const SBIN = '/usr/lib/rabbitmq/bin';

/** Starts the node and resolves once AMQP and Web-STOMP both accept connections. */
export async function startRabbit(dir: string, ports: RabbitPorts, log: (line: string) => void): Promise<Rabbit> {
  fs.mkdirSync(dir, { recursive: true });
  const passwordFile = path.join(dir, 'app-password');
  // Kept across runs: the definitions are loaded once into the node's database.
  if (!fs.existsSync(passwordFile)) fs.writeFileSync(passwordFile, randomBytes(12).toString('hex'), { mode: 0o600 });
  const appPassword = fs.readFileSync(passwordFile, 'utf8').trim();
  writeConfig(dir, ports, appPassword);
  const env = rabbitEnv(dir, ports);
  let child: ChildProcess | null = null;

  const start = async () => {
    const out = fs.openSync(path.join(dir, 'log', 'console.log'), 'a');
    child = spawn(`${SBIN}/rabbitmq-server`, [], { env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    const exited = waitForExit(child).then((code) => {
      throw new Error(`RabbitMQ exited (${code}) while starting; see ${path.join(dir, 'log')}`);
    });
    await Promise.race([Promise.all([waitForPort(ports.amqp, 90_000), waitForPort(ports.webStomp, 90_000)]), exited]);
    exited.catch(() => {});
    log(`RabbitMQ on amqp://127.0.0.1:${ports.amqp}, Web-STOMP ws://127.0.0.1:${ports.webStomp}/ws`);
  };

  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    // rabbitmqctl stop waits for a clean shutdown; SIGTERM is the fallback.
    const ctl = spawn(`${SBIN}/rabbitmqctl`, ['-q', 'stop'], { env, stdio: 'ignore' });
    const done = await Promise.race([waitForExit(ctl), new Promise((r) => setTimeout(r, 20_000, 'timeout'))]);
    if (done !== 0) c.kill('SIGTERM');
    await Promise.race([waitForExit(c), new Promise((r) => setTimeout(r, 15_000))]);
    if (c.exitCode === null) c.kill('SIGKILL');
  };

  await start();
  return {
    brokerUrl: `amqp://app:${appPassword}@127.0.0.1:${ports.amqp}`,
    ports,
    start,
    stop,
  };
}

/** The node's port mapper outlives it: stop it too (it is ours, on our own port). */
export async function stopEpmd(ports: RabbitPorts): Promise<void> {
  const p = spawn('epmd', ['-port', String(ports.epmd), '-kill'], { stdio: 'ignore', env: { ...process.env, ERL_EPMD_PORT: String(ports.epmd) } });
  await Promise.race([waitForExit(p), new Promise((r) => setTimeout(r, 5_000))]);
}
