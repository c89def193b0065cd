// Console giveaways area and the streamer role (issue 15): field names and refusals of
// api/console/giveaways and the players' grantStreamer / revokeStreamer. Merged into ../messages.ts.
export const consoleGiveawaysZhCN = {
  'field.giveawayKind': '房间类型',
  'field.giveawayState': '房间状态',
  'err.playerAlreadyStreamer': '该玩家已是主播',
  'err.playerNotStreamer': '该玩家不是主播',
} as const;

export const consoleGiveawaysEn: Record<keyof typeof consoleGiveawaysZhCN, string> = {
  'field.giveawayKind': 'Room kind',
  'field.giveawayState': 'Room state',
  'err.playerAlreadyStreamer': 'This player is already a streamer',
  'err.playerNotStreamer': 'This player is not a streamer',
};
