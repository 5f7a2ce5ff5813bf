import { configure } from '@testing-library/react';

// findBy/waitFor wait for a state; testing-library's 1 s default is less than a chunk's load (CodeMirror's) on
// CI's two busy cores with two workers. One value for every dom test, as the stories' preview sets; a state
// that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });
