import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only under vitest's globals, which we do not use.
afterEach(cleanup);

// findBy*/waitFor wait for a state, not a time: a lazy chunk (the markdown renderer) imported on two
// busy cores can take longer than the default second, and failing then says nothing of the code.
configure({ asyncUtilTimeout: 10_000 });
