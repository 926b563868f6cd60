import { afterAll } from 'vitest';
import { closeBrowser } from './browser';

afterAll(closeBrowser);
