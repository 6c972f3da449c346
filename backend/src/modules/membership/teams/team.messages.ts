/** The words of team memberships: companies, seats and their refusals. */
export const TEAM_MESSAGES = {
  companyNotFound: 'Company not found.',
  companyHasMemberships: (name: string) =>
    `${name} has team memberships, so it is kept for their receipts: change its details instead of deleting it.`,
  companyNeeded: 'A membership for more than one person is for a company: enter the company name.',
  teamNotFound: 'Team membership not found.',
  teamNotActive: 'This team membership is not active: pay for its current period first.',
  seatsFull: (seats: number) =>
    `All ${seats} ${seats === 1 ? 'seat is' : 'seats are'} assigned: add a seat, or move one from its holder.`,
  seatNotFound: 'Seat not found.',
  seatHolderTaken: (email: string) => `${email} already holds a seat in this team.`,
  seatsBelowAssigned: (assigned: number) =>
    `${assigned} ${assigned === 1 ? 'seat is' : 'seats are'} assigned: free a seat before removing it.`,
  seatManagedByTeam: (companyName: string) =>
    `This is a seat of ${companyName}'s team membership: its billing contact manages it, and staff change the team itself.`,
};
