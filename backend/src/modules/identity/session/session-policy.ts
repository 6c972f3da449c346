/** A session ends after 2 hours without a request… */
export const ADMIN_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/**
 * The stored expiry is pushed forward at most this often per session and API process: each push is a committed write
 * of the session's row, and a back-office page firing requests at once would otherwise queue them behind each other's
 * writes. The idle limit is then kept to within this much.
 */
export const ADMIN_SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** …and 12 hours after sign-in whatever happens, so a stolen cookie does not live forever. */
export const ADMIN_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const ADMIN_SESSION_COOKIE = 'sid';
export const ADMIN_SESSION_PATH = '/api/admin';

/** Login throttling: failures allowed per username from one address, and per address overall, in 15 minutes. */
export const LOGIN_FAILURES_PER_USERNAME_AND_IP = 5;
export const LOGIN_FAILURES_PER_IP = 30;
export const LOGIN_THROTTLE_WINDOW_SECONDS = 15 * 60;
/**
 * …and per username from any address: a slow guess spread over many addresses. When a username uses them up it is
 * refused everywhere for 30 minutes, and its admin is e-mailed (at most once a day).
 */
export const LOGIN_FAILURES_PER_USERNAME = 20;
export const LOGIN_USERNAME_PAUSE_SECONDS = 30 * 60;
export const LOGIN_PAUSE_NOTICE_SECONDS = 24 * 60 * 60;
