import { runStandalone } from '@tracker/kit/runtime';
import { identityService } from './service.js';

await runStandalone(identityService);
