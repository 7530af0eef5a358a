import type { Db } from '../db/connect';
import { ApiError } from '../errors';
import { exportLinksRepository } from '../repositories/export-links';
import { areasOf, type StaffRole } from '../../shared/staff-roles';
import type { TokenService } from './tokens';
import type { StaffService } from './staff';

/** What an export link downloads: the export's query, each value a string as the URL gave it. */
export type ExportWhat = Record<string, string>;

const expired = () => new ApiError(401, 'EXPORT_LINK_EXPIRED');
const invalid = () => new ApiError(401, 'EXPORT_LINK_INVALID');

/**
 * Short-lived signed links to one members' export, so the browser saves the file straight to disk
 * (a plain link carries no bearer token). A link names the staff member, their session generation
 * and the export's filters; it works once, within EXPORT_LINK_SECONDS, and only while its maker is
 * still signed in with a role that has the Members area.
 */
export function exportLinks(db: Db, tokens: TokenService, staff: StaffService) {
  const used = exportLinksRepository(db);
  return {
    /** A link's token for `what`, made by a signed-in staff member with the Members area. */
    async create(phone: string, what: ExportWhat) {
      const { generation } = await staff.session(phone);
      return tokens.exportLinkToken(phone, generation, what);
    },

    /**
     * The export a link's token names, and who made it, spending the link. Refused 401
     * EXPORT_LINK_EXPIRED when its time is over or it was used, EXPORT_LINK_INVALID when it is not
     * a link of ours, or its maker may no longer export (removed, role changed, signed in again
     * elsewhere after such a change). A refusal spends nothing.
     */
    async open(
      token: string,
      refused: (phone: string, role: StaffRole | undefined) => Promise<void>,
    ): Promise<{ phone: string; role: StaffRole; what: ExportWhat }> {
      const link = await tokens.verifyExportLink(token);
      if (link === 'expired') throw expired();
      if (!link) throw invalid();
      const role = await staff.roleOf(link.phone, link.generation);
      if (!role || !areasOf(role).includes('members')) {
        await refused(link.phone, role);
        throw invalid();
      }
      if (!(await used.spend(link.id, link.expiresAt))) throw expired();
      return { phone: link.phone, role, what: link.what };
    },

    purgeExpired: used.purgeExpired,
  };
}

export type ExportLinks = ReturnType<typeof exportLinks>;
