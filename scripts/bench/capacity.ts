/**
 * The capacity model of `npm run bench`: from the CPU milliseconds one request of each hot call costs the API
 * process and PostgreSQL (measured on PostgreSQL with one API instance, where nothing else shares the process) and
 * a stated request mix, how many requests per second one core answers and how many API instances and PostgreSQL
 * cores 10k, 100k and 1M daily players need. Pure functions and data: the bench (scripts/bench.ts) measures, this
 * file counts, report.ts prints.
 *
 * Why CPU ms per request and not requests/s: on a shared or small machine requests/s say how much CPU happened to
 * be free; the CPU a request costs does not depend on it. One API instance is one core (Node runs one event loop;
 * scrypt and JSON work around it are counted in the process's CPU too), so API cores = instances.
 */

/** The calls of the model: each one the bench measures (scripts/bench/api.ts, scripts/bench/calls.ts). */
export const callNames = {
  signIn: "sign-in (POST /user/login: scrypt, new session, history line)",
  config: "player config (GET /config/getPlayerBoConfig)",
  checkSession: "check-session (GET /tenant/user/check-session)",
  streamOpen: "event stream opened (GET /player/events until `ready`)",
  streamHeartbeat: "event stream heartbeat (its session check every 15 s)",
  getUser: "getUser (GET /user/getUser)",
  getWallet: "getWallet (GET /wallet/getWallet)",
  catalogue: "game list (GET /games/getCatalogue)",
  gameAccounts: "game accounts (GET /games/getGameAccounts)",
  announcements: "announcements strip (GET /announcement/getAnnouncements)",
  unreadMail: "unread mail badge (GET /mail/getUnreadCount)",
  transactions: "transaction list, a page of 20 (GET /transaction/getTransactions)",
  gameTransfer: "game transfer, wallet ⇄ game (POST /games/transfer, with PIN)",
  restore: "a game's balance brought back (POST /games/restore, no PIN)",
  launch: "game launch (POST /games/launch)",
  playHeartbeat: "play-session heartbeat (POST /responsible/play)",
  friendTransfer: "transfer to a friend (POST /friend/transfer, with PIN)",
  chatConversations: "chat conversations (GET /chat/conversations)",
  chatSend: "chat message to the room (POST /chat/send)",
} as const;
export type CallId = keyof typeof callNames;
export const callIds = Object.keys(callNames) as CallId[];

/** CPU milliseconds one answered request costs: the API process and the PostgreSQL process tree. */
export type CallCost = { api: number; db: number };
export type CallCosts = Partial<Record<CallId, CallCost>>;

/**
 * A daily player's day in this app, the assumptions the mix below is built from (change them here; the bench and
 * the README print the result). Sources: the app's own screens and timers (src/, machines/) for what each visit,
 * game and screen asks; published iGaming figures for how long and how often people play: typical mobile casino
 * sessions last 15–35 minutes, 20–30 the most common, and the evening (18:00–24:00) carries 40–45 % of the day's
 * sessions (industry write-ups of operators' session data, 2024–2025).
 */
export const playerDay = {
  /** Times a day the app is opened (a daily player: once in the day, once in the evening). */
  visits: 2,
  /** Minutes each visit keeps the app open, and with it the event stream (sessions of 15–35 min, 20–30 common). */
  minutesPerVisit: 25,
  /** Games played per visit: the player tries one and switches once. */
  gamesPerVisit: 2,
  /** Minutes in each game (2 × 10 of the 25 minutes; the rest is the lobby, the wallet, chat). */
  minutesPerGame: 10,
  /** The event stream's heartbeat (server/main.ts: heartbeatMs 15 s); each runs the stream's session check. */
  streamHeartbeatSeconds: 15,
  /** The play session's heartbeat while a game is open (machines/play-session.machine.ts, heartbeatMs). */
  playHeartbeatSeconds: 60,
  /** Sign-ins a day: a token lasts 7 days (server/services/tokens.ts), 1/7 ≈ 0.14, rounded up for a second device, sign-outs and password resets. */
  signIns: 0.2,
  /** Visits of the wallet tab a day (balances; the transfer screens read the wallet themselves). */
  walletVisits: 1,
  /** Visits of the transaction list a day, and pages read per visit (20 a page, src/api/wallet.ts). */
  transactionListVisits: 0.5,
  transactionPagesPerVisit: 1.5,
  /** Transfers to a friend a day (a social feature: few players, rarely). */
  friendTransfers: 0.1,
  /** Visits of the chat a day, and messages sent a day (most players never write; those who do write tens). */
  chatVisits: 0.5,
  chatSends: 3,
  /** Deposits and withdrawals a day (money in every few days, out less often). */
  deposits: 0.2,
  withdrawals: 0.05,
} as const;

/** One kind of request the app makes: how many a daily player makes a day, the measured call that costs it. */
export type MixEntry = { request: string; perDay: number; call: CallId; why: string };

const d = playerDay;
const games = d.visits * d.gamesPerVisit;
const streamMinutes = d.visits * d.minutesPerVisit;

/**
 * The requests of a daily player's day (counted from src/: routes' loaders and queries, the session machine, the
 * live updates and play-session machines). Where the bench does not measure a request itself, `call` names the
 * measured call that stands in for it, and `why` says why that one.
 */
export const requestMix: MixEntry[] = [
  {
    request: "event stream heartbeat",
    perDay: (streamMinutes * 60) / d.streamHeartbeatSeconds,
    call: "streamHeartbeat",
    why: "every 15 s while the app is open (routes/events.ts): a JWT check and a read of the player's row",
  },
  {
    request: "play-session heartbeat",
    perDay: (games * d.minutesPerGame * 60) / d.playHeartbeatSeconds,
    call: "playHeartbeat",
    why: "once a minute while a game is open (machines/play-session.machine.ts)",
  },
  {
    request: "game accounts",
    perDay: d.visits + games * 3,
    call: "gameAccounts",
    why: "the lobby's card on each visit; per game the detail's account, the read on leaving (staleTime 0, use-leave-game.ts) and the lobby again after the transfer's event; one provider's account costs like all of them",
  },
  {
    request: "getWallet",
    perDay: d.walletVisits + games * 2 + d.friendTransfers + d.deposits + d.withdrawals,
    call: "getWallet",
    why: "the wallet tab; the transfer screen's balances and their re-read after the wallet event, per game; the friend transfer's limits (transferInfo) and the deposit and withdrawal forms stand in as reads of the same size",
  },
  {
    request: "getUser",
    perDay: d.visits + games + games + d.friendTransfers,
    call: "getUser",
    why: "the lobby's fresh user on each visit and again after each game (the wallet event); the transfer screen's PIN status (checkPin: the same token check and row); the friend's card",
  },
  {
    request: "game transfer in",
    perDay: games + d.deposits + d.withdrawals,
    call: "gameTransfer",
    why: "into the game before playing (the transfer screen, with PIN); deposits and withdrawals stand in as money moves under the player's row lock with a PIN or a receipt",
  },
  {
    request: "balance brought back from the game",
    perDay: games,
    call: "restore",
    why: "on leaving a game with money in it (the bring-back dialog, bring-back-dialog.tsx)",
  },
  {
    request: "game launch",
    perDay: games,
    call: "launch",
    why: "each game opened (play_game.tsx asks a signed URL each time)",
  },
  {
    request: "check-session",
    perDay: d.visits,
    call: "checkSession",
    why: "the session machine checks when the app opens and when it is shown again after 60 s (machines/session.machine.ts)",
  },
  {
    request: "event stream opened",
    perDay: d.visits,
    call: "streamOpen",
    why: "once a visit (flows/live-updates.tsx); reconnections on a phone's network changes come on top",
  },
  {
    request: "game list",
    perDay: d.visits,
    call: "catalogue",
    why: "the lobby's catalogue, fresh for 10 minutes (api/games.ts), read once a visit",
  },
  {
    request: "announcements strip",
    perDay: d.visits,
    call: "announcements",
    why: "the lobby's marquee, once a visit",
  },
  {
    request: "unread mail badge",
    perDay: d.visits,
    call: "unreadMail",
    why: "the header's mail button, once a visit",
  },
  {
    request: "transaction list",
    perDay: d.transactionListVisits * d.transactionPagesPerVisit,
    call: "transactions",
    why: "half the players look each day, reading a page and a half",
  },
  {
    request: "sign-in",
    perDay: d.signIns,
    call: "signIn",
    why: "password sign-in (scrypt)",
  },
  {
    request: "player config",
    perDay: d.signIns + d.deposits + d.withdrawals,
    call: "config",
    why: "read after each sign-in (flows/session.tsx); the deposit options and withdrawal info, tenant settings from the same cache, stand in with it",
  },
  {
    request: "transfer to a friend",
    perDay: d.friendTransfers,
    call: "friendTransfer",
    why: "with PIN; two transactions and two ledger entries",
  },
  {
    request: "chat conversations and messages",
    perDay: d.chatVisits * 2,
    call: "chatConversations",
    why: "opening the chat reads the conversation list, then one conversation's messages (a page of the same size)",
  },
  {
    request: "chat message sent",
    perDay: d.chatSends,
    call: "chatSend",
    why: "to the room; delivering it to every open stream of the tenant is not counted (see the note)",
  },
];

/** The players, the peak and the headroom the model sizes for. */
export type CapacityModel = {
  dailyPlayers: number[];
  /** Share of a day's requests that fall in its busiest hour (0.1 = 10 %, 2.4× an average hour). */
  peakHourShare: number;
  /** The share of a core a sizing plans to use at the peak (headroom for bursts, deploys, a failed instance). */
  utilisation: number;
  /** Fewest API instances, whatever the load: one can fail or restart. */
  minInstances: number;
  /** PostgreSQL connections one API instance holds: its pool (server/db/open.ts, max 10) and its LISTEN client. */
  connectionsPerInstance: number;
};

/**
 * One timezone (GMT+8) and an evening peak: 40–45 % of sessions in the six evening hours is about 7 % an hour;
 * the busiest of them is taken as 10 % of the day. Cores are planned at 60 % busy at that peak.
 */
export const capacityModel: CapacityModel = {
  dailyPlayers: [10_000, 100_000, 1_000_000],
  peakHourShare: 0.1,
  utilisation: 0.6,
  minInstances: 2,
  connectionsPerInstance: 11,
};

/** A call's cost and what one core answers of it alone. */
export type CallRate = CallCost & { call: CallId; name: string; perApiCore: number; perDbCore: number };

/** Requests one core answers per second at `ms` CPU ms each (none measured: no bound). */
const perCore = (ms: number) => (ms > 0 ? 1000 / ms : Number.POSITIVE_INFINITY);

/** Each measured call with its requests/s per API core and per PostgreSQL core, in the order of callNames. */
export function callRates(costs: CallCosts): CallRate[] {
  return callIds.flatMap((call) => {
    const cost = costs[call];
    return cost
      ? [{ call, name: callNames[call], ...cost, perApiCore: perCore(cost.api), perDbCore: perCore(cost.db) }]
      : [];
  });
}

/** The mix as a whole: requests a player makes a day and what an average request of it costs. */
export type MixFigures = {
  requestsPerDay: number;
  /** CPU ms of the average request of the mix. */
  api: number;
  db: number;
  perApiCore: number;
  perDbCore: number;
  /** Minutes a day a player's event stream is open (concurrent streams follow from it). */
  streamMinutesPerDay: number;
};

/** The calls of the mix that have no measured cost (the mix cannot be costed without them). */
export function missingCalls(costs: CallCosts, mix: MixEntry[] = requestMix): CallId[] {
  return [...new Set(mix.filter((entry) => entry.perDay > 0 && !costs[entry.call]).map((entry) => entry.call))];
}

export function mixFigures(
  costs: CallCosts,
  mix: MixEntry[] = requestMix,
  streamMinutesPerDay: number = streamMinutes,
): MixFigures {
  const missing = missingCalls(costs, mix);
  if (missing.length > 0) throw new Error(`capacity: no measured cost for ${missing.join(", ")}`);
  const requestsPerDay = mix.reduce((sum, entry) => sum + entry.perDay, 0);
  if (requestsPerDay <= 0) throw new Error("capacity: the mix has no requests");
  const weighted = (key: keyof CallCost) =>
    mix.reduce((sum, entry) => sum + entry.perDay * (costs[entry.call]?.[key] ?? 0), 0) / requestsPerDay;
  const api = weighted("api");
  const db = weighted("db");
  return { requestsPerDay, api, db, perApiCore: perCore(api), perDbCore: perCore(db), streamMinutesPerDay };
}

/** What a number of daily players needs at the peak hour. */
export type PlayersRow = {
  dailyPlayers: number;
  /** Requests per second in the busiest hour. */
  peakPerSecond: number;
  /** API cores busy at the peak, then planned at the model's utilisation. */
  apiCoresBusy: number;
  apiInstances: number;
  /** PostgreSQL cores busy at the peak, and planned at the model's utilisation (rounded up). */
  dbCoresBusy: number;
  dbCores: number;
  /** Event streams open at once in the busiest hour (all instances together). */
  openStreams: number;
  /** PostgreSQL connections the instances hold (pools and LISTEN clients). */
  dbConnections: number;
};

export function playersTable(mix: MixFigures, model: CapacityModel = capacityModel): PlayersRow[] {
  if (!(model.utilisation > 0 && model.utilisation <= 1)) throw new Error("capacity: utilisation must be in (0, 1]");
  if (!(model.peakHourShare > 0 && model.peakHourShare <= 1))
    throw new Error("capacity: peak hour share must be in (0, 1]");
  return model.dailyPlayers.map((dailyPlayers) => {
    const peakPerSecond = (dailyPlayers * mix.requestsPerDay * model.peakHourShare) / 3600;
    const apiCoresBusy = (peakPerSecond * mix.api) / 1000;
    const dbCoresBusy = (peakPerSecond * mix.db) / 1000;
    const apiInstances = Math.max(model.minInstances, Math.ceil(apiCoresBusy / model.utilisation));
    return {
      dailyPlayers,
      peakPerSecond,
      apiCoresBusy,
      apiInstances,
      dbCoresBusy,
      dbCores: Math.max(1, Math.ceil(dbCoresBusy / model.utilisation)),
      openStreams: (dailyPlayers * mix.streamMinutesPerDay * model.peakHourShare) / 60,
      dbConnections: apiInstances * model.connectionsPerInstance,
    };
  });
}

/** Everything the report prints of the model. */
export type Capacity = {
  source: string;
  calls: CallRate[];
  mix: MixFigures;
  entries: MixEntry[];
  players: PlayersRow[];
  model: CapacityModel;
  playerDay: typeof playerDay;
};

export function capacity(
  costs: CallCosts,
  source: string,
  mix: MixEntry[] = requestMix,
  model: CapacityModel = capacityModel,
): Capacity {
  const figures = mixFigures(costs, mix);
  return {
    source,
    calls: callRates(costs),
    mix: figures,
    entries: mix,
    players: playersTable(figures, model),
    model,
    playerDay,
  };
}
