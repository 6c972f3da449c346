import type { ErasureRequestRecord } from 'admin-kit';

/** Where a request stands: open (within or past its legal deadline), or completed. */
export type ErasureRequestStatus = ErasureRequestRecord['status'];

/** Where the person asked: the member portal, a booking's manage link, or a link e-mailed to them. */
export type ErasureRequestSource = ErasureRequestRecord['source'];

/**
 * A request to erase a person's data (AdminErasureRequestDto): the person (their e-mail while open, the request's
 * number once completed), where and when they asked, the Act's deadline and whether it has passed, and who completed
 * it. The answer to completing it also counts what was erased, by table.
 */
export type AdminErasureRequest = ErasureRequestRecord;
