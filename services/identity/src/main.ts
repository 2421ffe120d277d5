import { runStandalone } from '@tracker/kit/runtime/infrastructure';
import { identityService } from './service.js';

await runStandalone(identityService);
