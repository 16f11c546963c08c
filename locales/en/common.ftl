# Words many messages share.

# The name of this language, in itself (shown in /settings language:).
language-name = English
duration-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
duration-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
duration-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
duration-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
# Two parts of a duration: "1 day 6 hours".
duration-pair = { $first } { $second }
# Words shown as they are, in every language.
verbatim = { $text }
help-header = Alice chess and its variants (rules: /rules). Time per move: { $time } unless the challenge says otherwise; /play starts at level { $level }.
