package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/rulebook-go/rulebook/board"
)

// runGames lists the registered games, sorted by ID.
func runGames(args []string, e *env) error {
	fs := newFlags("games")
	markdown := fs.Bool("markdown", false, "print the table of README.md instead")
	if err := parse(fs, "rulebook games [-markdown]", args, e); err != nil {
		return err
	}
	if *markdown {
		_, err := io.WriteString(e.stdout, gamesMarkdown(board.Games()))
		return err
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tENGLISH\tCZECH\tPLAYERS")
	for _, g := range board.Games() {
		in := g.Info()
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", g.ID(), in.Name, in.CzechName, playerRange(in))
	}
	return tw.Flush()
}

// gamesMarkdown returns the games table of README.md for the given games.
func gamesMarkdown(games []board.Game) string {
	var b strings.Builder
	b.WriteString("| ID | English | Czech | Players |\n")
	b.WriteString("|----|---------|-------|---------|\n")
	for _, g := range games {
		in := g.Info()
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", g.ID(), cell(in.Name), cell(in.CzechName), playerRange(in))
	}
	return b.String()
}

// cell escapes the one character that would break a Markdown table cell.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// playerRange writes a game's player counts: "2" or "2-6".
func playerRange(in board.Info) string {
	if in.MinPlayers == in.MaxPlayers {
		return strconv.Itoa(in.MinPlayers)
	}
	return fmt.Sprintf("%d-%d", in.MinPlayers, in.MaxPlayers)
}

// runInfo describes one game, with the rule options of -option set:
// everything its Info says.
func runInfo(args []string, e *env) error {
	fs := newFlags("info")
	var gf gameFlags
	gf.add(fs, false)
	if err := parse(fs, "rulebook info -game ID [-option Name=Value]...", args, e); err != nil {
		return err
	}
	g, err := gf.game()
	if err != nil {
		return err
	}
	in := g.Info()
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "ID\t%s\n", g.ID())
	fmt.Fprintf(tw, "English\t%s\n", in.Name)
	fmt.Fprintf(tw, "Czech\t%s\n", in.CzechName)
	fmt.Fprintf(tw, "Family\t%s\n", in.Family)
	fmt.Fprintf(tw, "Players\t%s\n", playerRange(in))
	if len(in.SeatNames) > 0 {
		fmt.Fprintf(tw, "Seats\t%s\n", seatList(in.SeatNames))
	}
	fmt.Fprintf(tw, "Chance\t%s\n", yesNo(in.Chance))
	fmt.Fprintf(tw, "Hidden information\t%s\n", yesNo(in.HiddenInformation))
	fmt.Fprintf(tw, "Returns\t%s to %s\n", number(in.MinReturn), number(in.MaxReturn))
	if in.MaxPlies > 0 {
		fmt.Fprintf(tw, "Max plies\t%d\n", in.MaxPlies)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if in.Summary != "" {
		fmt.Fprintf(e.stdout, "\n%s\n", in.Summary)
	}
	if len(in.Options) == 0 {
		_, err := fmt.Fprintln(e.stdout, "\nOptions: none")
		return err
	}
	fmt.Fprintln(e.stdout, "\nOptions (set with -option Name=Value):")
	for _, o := range in.Options {
		fmt.Fprintf(e.stdout, "  %s=%s  (%s; default %s; accepts %s)\n", o.Name, shown(o.Value), o.Type, shown(o.Default), o.Accepted)
		if o.Doc != "" {
			fmt.Fprintf(e.stdout, "      %s\n", o.Doc)
		}
	}
	return nil
}

// seatList writes the seat names with their numbers: "0 White, 1 Black".
func seatList(names []string) string {
	parts := make([]string, len(names))
	for i, n := range names {
		parts[i] = strconv.Itoa(i) + " " + n
	}
	return strings.Join(parts, ", ")
}

// yesNo writes a bool for people.
func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// number writes a return bound as briefly as it reads back: "-1", "0.5".
func number(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// shown writes an option value so that an empty text is seen: "".
func shown(v string) string {
	if v == "" {
		return `""`
	}
	return v
}
