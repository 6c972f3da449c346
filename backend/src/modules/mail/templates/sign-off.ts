/** How every customer e-mail ends. */
export const SIGN_OFF_HTML = '<p>Karibu,<br>The Syokimau Coworking Hub team<br>EENS Business Park, Syokimau</p>';
export const SIGN_OFF_TEXT = 'Karibu,\nThe Syokimau Coworking Hub team\nEENS Business Park, Syokimau';
