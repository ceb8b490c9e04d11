extension Migration {
    /// Every migration this binary knows, oldest first. Append here; versions go up by one.
    static let all: [Migration] = [
        .accounts,
        .photos,
        .signInAttempts,
        .filterLabStates,
        .userLanguage,
        .mathSprintGames,
        .homework,
        .vocabulary,
        .meters,
        .housekeeping,
        .photoDerivatives,
        .accountAdministration,
        .idempotencyKeys,
        .glanceLinks,
        .homeworkReminders,
        .accessTokens,
        .webhooks,
    ]
}
