/** How the app names another player: their nickname, else their (masked) username. */
export function playerName(player: { nickname: string | null; username: string }): string {
  return player.nickname?.trim() || player.username;
}
