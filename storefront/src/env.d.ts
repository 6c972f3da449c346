/// <reference types="vite/client" />

/** The public origin the pages are built for (PUBLIC_URL at build time). */
declare const __SITE_URL__: string;
