/**
 * A session handed to the login page (second login, third-party login) is taken once per page load: the page can
 * mount again while the address still holds the token, and a second run would end the session the first one stored.
 */
const runs = new Map<string, Promise<boolean>>();

/** Starts `take` for this token unless it ran already; resolves true when the page is leaving for the workspace. */
export function takeOnce(token: string, take: () => Promise<boolean>): Promise<boolean> {
  let run = runs.get(token);
  if (!run) {
    run = take();
    runs.set(token, run);
  }
  return run;
}
