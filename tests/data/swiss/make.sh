#!/bin/sh
# Makes the random Swiss tournaments the Dutch pairing is checked against:
# each file is a whole tournament generated and paired round by round by
# bbpPairings (FIDE-endorsed; built from github.com/BieremaBoyzProgramming/
# bbpPairings at commit 16a000f, which applies the Dutch rules of 2025),
# with an XXR line (the rounds) and an XXC line (round 1's first colour)
# added. tests/swiss.rs pairs every round again from the rounds before it
# and expects bbpPairings' boards.
#
# cut-0030-round7.trf is random-0030.trf as it stood before its round 7
# was paired (round 7's games and pairing-allocated bye removed, points
# recounted) and cut-0030-round7.pairing bbpPairings' printed pairing of
# it (`bbpPairings.exe --dutch cut-0030-round7.trf -p`), for the printed
# form and its order.
#
# Usage: make.sh PATH/TO/bbpPairings.exe FIRST_SEED COUNT (the files here:
# make.sh bbpPairings.exe 1 150)
set -eu
bbp=$1 first=$2 count=$3
seed=$first
while [ "$seed" -lt $((first + count)) ]; do
    players=$(( (seed * 7919) % 27 + 4 ))
    rounds=$(( (seed * 104729) % 7 + 3 ))
    [ "$rounds" -ge "$players" ] && rounds=$((players - 1))
    printf 'PlayersNumber=%s\nRoundsNumber=%s\n' "$players" "$rounds" > /tmp/swiss-$seed.cfg
    out=$(printf 'random-%04d.trf' "$seed")
    # A tournament that runs out of pairings is kept: its next round must
    # find none either.
    "$bbp" --dutch -g /tmp/swiss-$seed.cfg -o /tmp/swiss-$seed.trf -s "$seed" >/dev/null 2>&1 || true
    if [ -s /tmp/swiss-$seed.trf ]; then
        tr '\r' '\n' < /tmp/swiss-$seed.trf | grep -v '^$' > "$out"
        echo "XXR $rounds" >> "$out"
        # Round 1's colour of the first player paired in it, reversed for
        # each player paired before who had no colour (a bye).
        first_colour=$(awk 'substr($0,1,3)=="001" {
            o = substr($0,92,4); c = substr($0,97,1); r = substr($0,99,1)
            if (o != "0000" || r == "U" || r == "+") {
                if (c == "w" || c == "b") {
                    if (n % 2) c = (c == "w") ? "b" : "w"
                    print c; exit
                }
                n++
            }
        }' "$out")
        [ "$first_colour" = b ] && echo "XXC black1" >> "$out" || echo "XXC white1" >> "$out"
    fi
    rm -f /tmp/swiss-$seed.cfg /tmp/swiss-$seed.trf
    seed=$((seed + 1))
done
