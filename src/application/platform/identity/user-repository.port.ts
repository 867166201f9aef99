import type { User } from '../../../domain/identity/user';

export interface UserRepository {
  findById(id: string): Promise<User | null>;
}
