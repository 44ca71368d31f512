import { z } from 'zod';
import { ROLES } from '../enums/roles.js';

export const roleSchema = z.enum(ROLES);
