import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing whether it may. The site's CSP
// forbids eval, and browsers report even that caught probe as a violation, so in the browser zod
// runs without compiling; the server keeps the faster compiled parsers. Shared schemas import z
// from here.
if ('window' in globalThis) z.config({ jitless: true });

export { z };
