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
# Time left: $left the time ("3 days", "4:32"); $count and $unit (day, hour,
# minute, second or clock) its first number and unit, for a verb that agrees
# with them ("остался 1 день", "zostały 2 dni").
time-left = { $unit ->
   *[other] { $count ->
       *[other] { $left } left
    }
}
# Words shown as they are, in every language.
verbatim = { $text }
# A reason shown alone (a refusal of a move or of an option), ended as a
# sentence.
sentence = { $text }.
help-header = Alice chess and its variants (rules: /rules). Time per move: { $time } unless the challenge says otherwise; /play starts at level { $level }.
