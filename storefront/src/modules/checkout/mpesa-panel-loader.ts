/**
 * The M-Pesa panel's code, loaded on first use: the checkout forms start loading it as an M-Pesa payment is sent, so it
 * is there when the prompt's answer comes back (the import is made once; later calls share it).
 */
export const loadMpesaPanel = () => import('./mpesa-panel');
